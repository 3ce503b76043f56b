// Every call of @factory/api has a handler, and every one round-trips through the Node handlers with the real
// client: request encoding, the handler's answer and the client's response schema all agree.
import * as api from '@factory/api';
import { describe, expect, it } from 'vitest';
import { db, endpointOfHandler, handlers, verificationTokens } from './node.ts';
import { loginWith, useMockApi } from './test/useMockApi.ts';

useMockApi();

const file = (name: string, type = 'image/svg+xml') =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type });
const productId = () => db.products[0]?.id ?? '';
const deletedProductId = () => db.products.find((p) => p.deleted_at !== null)?.id ?? '';
const info = {
  product_id: 'FG DINO 0950 01',
  parent_code: 'FG-DINO-0950',
  title: 'Baby Stegosaurus',
  description: 'A small stegosaurus.',
  volume: 0.4,
  weight_net: 18,
  weight_gross: 24,
  dimension_length: 120,
  dimension_width: 40,
  dimension_height: 70,
};

type Row = { id: number; deleted_at?: string | null };

/**
 * The five calls of a list-and-record resource, each made with its fixture's first live row (its fields as the
 * definition names them): what a resource that adds only its definition and fixture is tried with.
 */
function definedRoundTrips(title: api.ResourceTitle): Record<string, () => Promise<unknown>> {
  const { singular, plural, fields } = api.serverResources[title] as api.ServerResource;
  const calls = api.resourceCalls[title];
  const rows = () => (db as unknown as Record<string, Row[]>)[title]?.filter((row) => !row.deleted_at) ?? [];
  const first = () => rows()[0] as Row & Record<string, unknown>;
  const input = () => Object.fromEntries(Object.keys(fields).map((field) => [field, first()[field]])) as never;
  return {
    [`get${plural}`]: () => calls.list(),
    [`get${singular}`]: () => calls.get(first().id),
    [`create${singular}`]: () => calls.create(input()),
    [`update${singular}`]: () => calls.update(first().id, input()),
    [`delete${singular}`]: () => calls.remove(rows().at(-1)?.id ?? 0),
  };
}

/** One call of every exported function, with arguments the fixtures make valid; each must resolve. */
const calls: Record<string, () => Promise<unknown>> = {
  ...Object.fromEntries(
    (Object.keys(api.serverResources) as api.ResourceTitle[]).flatMap((title) =>
      Object.entries(definedRoundTrips(title)),
    ),
  ),
  getCsrfCookie: () => api.getCsrfCookie(),
  login: () => api.login({ email: 'staff@example.com', password: 'password', remember: false }),
  logout: () => api.logout(),
  getCurrentUser: () => api.getCurrentUser({ includeAreasData: true, includeCompaniesData: true }),
  getUsers: () => api.getUsers(),
  getUser: () => api.getUser(3, { query: { includeAreasData: true } }),
  createUser: () =>
    api.createUser({
      name: 'Nia Okoye',
      email: 'nia@example.com',
      password: 'first-pass-1',
      is_active: true,
      role_id: 4,
    }),
  updateUser: () => api.updateUser(3, { name: 'Jordan Lee', email: 'jordan@example.com', is_active: true, role_id: 4 }),
  deleteUser: () => api.deleteUser(6),
  resetUserPassword: () => api.resetUserPassword(3),
  changePassword: () =>
    api.changePassword(1, {
      current_password: 'password',
      password: 'new-password',
      password_confirmation: 'new-password',
    }),
  changePasswordFirstTime: () => {
    // Only a handed-out password may be changed without the current one.
    const admin = db.users.find((user) => user.email === 'admin@example.com');
    if (admin) admin.must_change_password = true;
    return api.changePasswordFirstTime({ password: 'new-password', password_confirmation: 'new-password' });
  },
  setUserPermission: () => api.setUserPermission(3, 'grant', 1),
  sendPartnerEnquiry: () =>
    api.sendPartnerEnquiry({
      email: 'buyer@park.example',
      company: 'Park Co',
      region: 'eu',
      comment: 'Dinosaurs, please.',
    }),
  getNotifications: () => api.getNotifications(3),
  getOperationDocuments: () => api.getOperationDocuments({ includeChildren: true }),
  createOperationDocumentFolder: () => api.createOperationDocumentFolder({ title: 'Brochures', parent_id: 1 }),
  renameOperationDocumentFolder: () => api.renameOperationDocumentFolder(1, 'Price lists 2026'),
  deleteOperationDocumentFolder: () => api.deleteOperationDocumentFolder(4),
  setOperationDocumentAccess: () => api.setOperationDocumentAccess(1, { customer_ids: [1, 3], company_ids: [2] }),
  getMyDocuments: () => api.getMyDocuments(),
  uploadOperationDocuments: () => api.uploadOperationDocuments(1, [file('terms.pdf', 'application/pdf')]),
  deleteOperationDocument: () => api.deleteOperationDocument(1),
  getCategories: () => api.getCategories(),
  createCategory: () =>
    api.createCategory({ title: 'Pirate Props', description: null, parent_id: 8, cover_html: null }),
  getCategory: () => api.getCategory(2),
  updateCategory: () =>
    api.updateCategory(2, { title: 'Dinosaurs', description: 'Roar.', parent_id: null, cover_html: null }),
  deleteCategory: () => api.deleteCategory(14),
  setCategoryImage: () => api.setCategoryImage(12, 100),
  setCategoryBanner: () => api.setCategoryBanner(12, null),
  updateCategoriesTable: () => api.updateCategoriesTable([{ id: 1, title: 'Fiberglass', sort_order: 2 }]),
  createProduct: () =>
    api.createProduct({ ...info, id: 'FG DINO 0951 01', categories: [15], images: [file('front.svg')] }),
  getProducts: () => api.getProducts({ page: 2, perPage: 10, q: 'dino' }),
  getProduct: () => api.getProduct(productId()),
  getProductSuggestions: () => api.getProductSuggestions('dino'),
  updateProduct: () => {
    const { product_id: _id, ...fields } = info;
    return api.updateProduct(productId(), fields);
  },
  deleteProduct: () => api.deleteProduct(productId()),
  getCategoryProducts: () => api.getCategoryProducts(2),
  setProductCategories: () => api.setProductCategories(productId(), [15, 16]),
  setProductNonWishlist: () => api.setProductNonWishlist(productId(), 2, true),
  getProductFilters: () => api.getProductFilters(productId()),
  addProductFilter: () => api.addProductFilter(productId(), 1, 2),
  removeProductFilter: () => {
    const value = db.products[0]?.filter[0];
    return api.removeProductFilter(productId(), value?.filter_id ?? 0, value?.choice_id ?? 0);
  },
  downloadProductImages: () => api.downloadProductImages(productId()),
  updateProductsTable: () => api.updateProductsTable([{ id: productId(), title: 'Renamed', weight_net: 12 }]),
  getSeasonalProducts: () => api.getSeasonalProducts(),
  uploadProductImage: () => api.uploadProductImage(productId(), file('side.svg')),
  orderProductImages: () => {
    const ids = db.products[0]?.images.map((image) => image.id) ?? [];
    return api.orderProductImages(productId(), ids.reverse());
  },
  deleteProductImage: () => api.deleteProductImage(productId(), db.products[0]?.images[0]?.id ?? 0),
  getTempProduct: () => api.getTempProduct(verificationTokens.complete),
  submitProductVerification: () =>
    api.submitProductVerification({
      token: verificationTokens.complete,
      info: { ...info, product_id: 'FG DINO 0952 01' },
      category: [15],
      images: [1],
      restrictionAndExcemption: { restricted_regions: ['eu'], excempted_regions: [] },
      related: [productId()],
      recommended: [],
    }),
  uploadTempImages: () => api.uploadTempImages(1, verificationTokens.complete, [file('side.svg')]),
  getTempImages: () => api.getTempImages(1, verificationTokens.complete),
  deleteTempImage: () => api.deleteTempImage(1, 1, verificationTokens.complete),
  lockTempProduct: () => api.lockTempProduct(1, verificationTokens.complete),
  renewTempProductLink: () => api.renewTempProductLink(6),
  unlockTempProduct: () => api.unlockTempProduct(2),
  sendWishlist: () =>
    api.sendWishlist({
      comment: 'For our summer opening.',
      items: [{ product_id: db.wishlists.find((w) => w.user_id === 3)?.product_id ?? '', qty: 2 }],
      idempotency_key: 'endpoint-check',
    }),
  sendProductInquiry: () => api.sendProductInquiry({ product_id: productId(), qty: 2, comment: 'Lead time?' }),
  addToWishlist: () => api.addToWishlist(productId()),
  getWishlist: () => api.getWishlist(),
  removeFromWishlist: () => api.removeFromWishlist(db.wishlists.find((w) => w.user_id === 3)?.id ?? 0),
  clearWishlist: () => api.clearWishlist(),
  setWishlistQty: () => api.setWishlistQty(db.wishlists.find((w) => w.user_id === 3)?.id ?? 0, 3),
  getFilters: () => api.getFilters(),
  createFilter: () => api.createFilter({ title: 'Colour', description: null, choices: ['Green', 'Gold'] }),
  getFilter: () => api.getFilter(1),
  updateFilter: () => api.updateFilter(1, { title: 'Placement', description: 'Where it stands.' }),
  deleteFilter: () => api.deleteFilter(6),
  addFilterChoice: () => api.addFilterChoice(1, 'Rooftop'),
  deleteFilterChoice: () => api.deleteFilterChoice(1),
  updateFiltersTable: () => api.updateFiltersTable([{ id: 2, title: 'Materials' }]),
  getRoles: () => api.getRoles(),
  getRole: () => api.getRole(3),
  createRole: () => api.createRole({ title: 'Sales', description: null }),
  updateRole: () => api.updateRole(3, { title: 'Catalogue staff', description: null }),
  deleteRole: () => api.createRole({ title: 'Temp', description: null }).then((role) => api.deleteRole(role.id)),
  getPermissions: () => api.getPermissions(),
  setRolePermissions: () => api.setRolePermissions(3, [1, 2]),
  getCustomers: () => api.getCustomers(),
  getCustomer: () => api.getCustomer(1),
  createCustomer: () =>
    api.createCustomer({
      name: 'Eve Park',
      email: 'eve@example.com',
      phone: null,
      company_id: 1,
      area_id: 4,
      user_id: null,
      product_access_type_id: 1,
      is_active: true,
    }),
  updateCustomer: () =>
    api.updateCustomer(1, {
      name: 'Jordan Lee',
      email: 'customer@example.com',
      phone: '+44 20 7946 0000',
      company_id: 1,
      area_id: 4,
      user_id: 3,
      product_access_type_id: 2,
      is_active: true,
    }),
  deleteCustomer: () => api.deleteCustomer(2),
  getProductAccessTypes: () => api.getProductAccessTypes(),
  getProductAccessType: () => api.getProductAccessType(1),
  createProductAccessType: () =>
    api.createProductAccessType({ title: 'Lighting only', description: null, category_ids: [6, 7] }),
  updateProductAccessType: () =>
    api.updateProductAccessType(2, { title: 'Seasonal', description: null, category_ids: [4] }),
  deleteProductAccessType: () => api.deleteProductAccessType(3),
  getPatDefaults: () => api.getPatDefaults(),
  createPatDefault: () => api.createPatDefault({ product_access_type_id: 2, area_id: 2, company_id: null }),
  updatePatDefault: () => api.updatePatDefault(1, { product_access_type_id: 2, area_id: 4, company_id: null }),
  deletePatDefault: () => api.deletePatDefault(3),
  getFiles: () => api.getFiles(1),
  // The file manager takes what its bytes say is an image (a PNG signature here), never SVG.
  uploadFiles: () =>
    api.uploadFiles(3, [
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'stand.png', {
        type: 'image/png',
      }),
    ]),
  createFileFolder: () => api.createFileFolder(null, 'logos'),
  renameFile: () => api.renameFile(900, 'brochure-cover.svg'),
  deleteFile: () => api.deleteFile(3),
  getIcons: () => api.getIcons(),
  uploadIcons: () => api.uploadIcons([file('crown.svg')]),
  deleteIcon: () => api.deleteIcon(1),
  getProductsWithoutImages: () => api.getProductsWithoutImages(),
  getNewProducts: () => api.getNewProducts(),
  getNewProductImages: () => api.getNewProductImages(),
  createNewProduct: () => api.createNewProduct({ title: 'Mammoth Family', product_id: 'FG MAMM 0960 01' }),
  getFileAnalysis: () => api.getFileAnalysis(),
  getCargoAnalysis: () => api.getCargoAnalysis(),
  getCustomerAccount: () => api.getCustomerAccount(1),
  getDeletedRecords: () => api.getDeletedRecords('product'),
  restoreRecord: () => api.restoreRecord('product', deletedProductId()),
  purgeRecord: () => api.purgeRecord('product', deletedProductId()),
  getDevCommands: () => api.getDevCommands(),
  runDevCommand: () => api.runDevCommand('cache:clear'),
};

const handled = new Set(handlers.map((handler) => endpointOfHandler.get(handler)));

describe('every endpoint of @factory/api', () => {
  it('has a handler for the same method and path', () => {
    const missing = api.endpoints
      .filter((e) => !handled.has(`${e.method} ${e.path}`))
      .map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it('has a round-trip below', () => {
    expect(Object.keys(calls).sort()).toEqual(api.endpoints.map((e) => e.name).sort());
  });

  // The wishlist is the customer's; everything else the administrator may call.
  it.each(
    api.endpoints.map((e) => [e.name, `${e.method} ${e.path}`, e.group === 'wishlist' ? 'customer' : 'admin'] as const),
  )('%s (%s) round-trips as the %s', async (name, _endpoint, account) => {
    await loginWith(account);
    const call = calls[name];
    if (!call) throw new Error(`No round-trip for ${name}`);
    await expect(call()).resolves.not.toBeInstanceOf(Error);
  });
});
