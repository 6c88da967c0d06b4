/** English texts of the documents area: the documents pages and upload dialog, the contract and the upload checks. */
export const documents = {
  title: 'Documents',
  description: 'Contracts, plans, permits, photos and receipts of your company',
  /** What the pager counts: 'Showing 1-50 of 120 documents'. */
  noun: 'documents',
  /** The item of the delete dialog and toast. */
  item: 'document',
  companyDocument: 'Company document',
  uploadedBy: 'by {{name}}',
  loadError: 'Error loading documents',
  noResultsTitle: 'No documents found',
  noResults: 'No documents match your search.',
  emptyTitle: 'No documents yet',
  empty: 'Upload contracts, plans, permits and photos to keep them with your projects and customers.',
  search: 'Search documents',
  searchPlaceholder: 'Search documents...',
  columns: {
    name: 'Name',
    project: 'Project',
    customer: 'Customer',
    type: 'Type',
    uploaded: 'Uploaded',
  },
  actions: {
    preview: 'Preview',
    download: 'Download',
  },
  filters: {
    customer: 'Customer',
    project: 'Project',
    showAll: 'Show all documents',
  },
  fileTypes: {
    file: 'File',
    image: 'Image',
    text: 'Text',
  },
  upload: {
    title: 'Upload Document',
    description: 'Images (JPEG, PNG, GIF, WebP, HEIC) or PDF, at most 10 MB.',
    chooseFile: 'Choose a file to upload',
    file: 'File',
    name: 'Name',
    nameHint: "Leave blank to keep the file's own name.",
    progress: 'Upload progress',
    uploading: 'Uploading {{percent}}%',
    submit: 'Upload',
  },
  toasts: {
    uploaded: 'Document uploaded',
    uploadFailed: 'Failed to upload document',
    deleteFailed: 'Failed to delete document',
  },
  unsupportedFile: 'Only images (JPEG, PNG, GIF, WebP, HEIC) and PDF files can be uploaded',
  fileTooLarge: 'The file is larger than 10 MB',
  fields: {
    chooseProject: 'Choose a project from the list',
    chooseCustomer: 'Choose a customer from the list',
  },
} as const;
