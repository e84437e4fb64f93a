/** The organisation that owns every row written without accounts (single-user mode, and data from before 0007). */
export const DEFAULT_ORG_ID = 'org-default';
