/**
 * English texts of signatures (decision 0263): the signature contract's messages, the signature pad and what a
 * signed document's PDF prints.
 */
export const signatures = {
  messages: {
    name: 'Full name',
    nameRequired: 'Please type your full name',
    signatureRequired: 'Please draw your signature',
    signatureFormat: 'The signature must be a PNG image',
    signatureTooLarge: 'The signature image must be at most 200 KB',
    signatureBlank: 'Please draw your signature: the signature box is empty',
  },
  pad: {
    label: 'Signature',
    clear: 'Clear',
    hint: 'Sign with your finger, a pen or the mouse in the box above.',
    keyboardFallback:
      'Signing needs a pointer or a touch screen. If you cannot draw here, reply to the e-mail you received and we will arrange another way to sign.',
    loading: 'Loading the signature box...',
  },
  pdf: {
    approvedBy: 'Approved by {{name}} on {{day, dateLong}}',
    signature: 'Signature',
    documentHash: 'Document SHA-256: {{hash}}',
  },
} as const;
