// The landing page's partner enquiry: a visitor's multipart POST, its 422 summary and field texts (spec §4, §5, §8).
import { sendPartnerEnquiry } from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

eachServer('partner enquiry', (server) => {
  it("refuses a malformed email and an empty company with the spec's texts, summed up in the message", async () => {
    const error = await failureOf(sendPartnerEnquiry({ email: 'nope', company: '', region: 'as', comment: '' }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Enter a valid email address (and 1 more error)');
    expect(error.fieldErrors).toEqual({
      email: ['Enter a valid email address'],
      company: ['Input must not be empty.'],
    });
  });

  it('takes an address with letters of any script, as the form does (one rule: @factory/api fieldError)', async () => {
    const error = await failureOf(
      sendPartnerEnquiry({ email: 'josé@example.com', company: '', region: 'as', comment: '' }),
    );
    expect(error.fieldErrors).toEqual({ company: ['Input must not be empty.'] });
  });

  it.runIf(server.writable)('takes an enquiry from a visitor (no login) and answers the thank-you text', async () => {
    const answer = await sendPartnerEnquiry({
      email: 'buyer@example.com',
      company: 'Parks Ltd',
      region: 'eu',
      comment: '',
    });
    expect(answer).toBe('Thank you! Your application is under review.');
  });
});
