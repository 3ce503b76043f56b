// Users and who they belong to: roles, permissions, areas, companies, customers (spec §3; fields not shown are designed).
import * as z from 'zod/mini';
import { flag, idSchema, linkUrl, nullableText, timestamp } from './common.ts';
import { regionCodes } from './regions.ts';

const loginFormSchema = z.object({
  email: z.string(),
  password: z.string(),
  remember: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The empty form the login dialog starts with (spec §3). */
export const emptyLoginForm: LoginForm = { email: '', password: '', remember: false };

/** Designed: a sales area (e.g. "Europe"), users and companies are assigned to areas. */
export const areaSchema = z.object({ id: idSchema, name: z.string(), code: nullableText });
export type Area = z.infer<typeof areaSchema>;

/** Designed: a customer company, optionally in an area; `code` is the company's short code, `country` its name. */
export const companySchema = z.object({
  id: idSchema,
  name: z.string(),
  code: nullableText,
  country: nullableText,
  area_id: z.nullable(idSchema),
});
export type Company = z.infer<typeof companySchema>;

/** Designed: one permission key of the form `menu-{group}-{title}` or `action-{group}-{title}-{verb}`. */
export const permissionSchema = z.object({
  id: idSchema,
  key: z.string(),
  group: z.string(),
  title: z.string(),
  description: nullableText,
});
export type Permission = z.infer<typeof permissionSchema>;

/** `role_data` on a user: the role's id and title (spec §3). */
const roleRefSchema = z.object({ id: idSchema, title: z.string() });

/**
 * Designed: a role; the single-role call includes `permissions`, `users_count` (the live users given the role) and
 * `is_last_administrator_role` (no other role holds every one of `administratorKeys`).
 */
export const roleSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: nullableText,
  permissions: z.optional(z.array(permissionSchema)),
  users_count: z.optional(z.number()),
  is_last_administrator_role: z.optional(z.boolean()),
});
export type Role = z.infer<typeof roleSchema>;

/**
 * Designed: what a customer whose access type narrows the catalogue is shown, and whom to ask for more; null when
 * the account sees the whole catalogue.
 */
const accessDataSchema = z.object({
  /** The access type's name, e.g. "Seasonal only". */
  title: z.string(),
  /** The ranges (categories) open to the account, in menu order. */
  categories: z.array(z.object({ id: idSchema, title: z.string() })),
  /** Whom to ask to open more ranges. */
  contact: z.object({ name: z.string(), email: z.string() }),
});
export type AccessData = z.infer<typeof accessDataSchema>;

export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  is_active: flag,
  role_id: idSchema,
  role_data: roleRefSchema,
  permissions_keys: z.array(z.string()),
  /**
   * Designed: true while the user's password is one handed to them (generated on creation, reset or set
   * by an admin) and not yet changed by them; the app then asks for a password of their own before anything else.
   */
  must_change_password: z.optional(flag),
  /** Present when asked for with `includeAreasData`. */
  areas_data: z.optional(z.array(areaSchema)),
  /** Present when asked for with `includeCompaniesData`. */
  companies_data: z.optional(z.array(companySchema)),
  /** Present when asked for with `includeAccessData`: null for the whole catalogue. */
  access_data: z.optional(z.nullable(accessDataSchema)),
  created_at: z.optional(timestamp),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/users answers the new user with the password the server set (spec §7: `data.password`). */
export const createdUserSchema = z.extend(userSchema, { password: z.string() });
export type CreatedUser = z.infer<typeof createdUserSchema>;

/** Designed: a new password handed back by POST /api/users/reset-password/{id}. */
export const passwordResetSchema = z.object({ password: z.string() });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** Designed: a customer account of a company; `user_id` links the login that uses the catalogue. */
export const customerSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: nullableText,
  company_id: z.nullable(idSchema),
  area_id: z.nullable(idSchema),
  user_id: z.nullable(idSchema),
  product_access_type_id: z.nullable(idSchema),
  is_active: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Designed: a notification addressed to a user; `read_at` is null while unread. */
export const notificationSchema = z.object({
  id: idSchema,
  title: z.string(),
  message: z.string(),
  url: linkUrl,
  read_at: z.nullable(timestamp),
  created_at: timestamp,
});
export type Notification = z.infer<typeof notificationSchema>;

const partnerEnquirySchema = z.object({
  email: z.string(),
  company: z.string(),
  region: z.enum(regionCodes),
  comment: z.string(),
});
export type PartnerEnquiry = z.infer<typeof partnerEnquirySchema>;
