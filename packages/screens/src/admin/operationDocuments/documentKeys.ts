// Query keys of the operation documents area.
export const documentKeys = {
  tree: ['admin', 'operation-documents', 'tree'] as const,
  customers: ['admin', 'operation-documents', 'customers'] as const,
  companies: ['admin', 'operation-documents', 'companies'] as const,
};
