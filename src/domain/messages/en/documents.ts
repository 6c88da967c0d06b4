/** English texts of the documents area: the documents pages and upload dialog, the contract and the upload checks. */
export const documents = {
  unsupportedFile: 'Only images (JPEG, PNG, GIF, WebP, HEIC) and PDF files can be uploaded',
  fileTooLarge: 'The file is larger than 10 MB',
  fields: {
    chooseProject: 'Choose a project from the list',
    chooseCustomer: 'Choose a customer from the list',
  },
} as const;
