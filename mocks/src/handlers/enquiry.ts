// The landing page's partner enquiry.

import { regionCodes } from '@factory/api';
import { db, now } from '../db.ts';
import { publicRoute } from '../http/guard.ts';
import { json } from '../http/laravel.ts';
import { invalid } from './common.ts';

export const enquiryHandlers = [
  // The landing page's partner form: visitors send it, so no login is needed (the anti-forgery token is).
  publicRoute('POST /api/email-registration', ({ input }) => {
    const failed = invalid(input, {
      email: ['required', 'email', 'max:255'],
      company: ['required', 'max:255'],
      region: ['required', `in:${regionCodes.join(',')}`],
      comment: ['max:2000'],
    });
    if (failed) return failed;
    db.enquiries.push({
      id: db.enquiries.length + 1,
      email: String(input.email),
      company: String(input.company),
      region: String(input.region),
      comment: String(input.comment ?? ''),
      created_at: now(),
    });
    return json({ message: 'Thank you! Your application is under review.' });
  }),
];
