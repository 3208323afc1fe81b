/** An inquiry from a visitor who is not signed in: no token is sent, the answer goes to the contact left. */

import { type GuestInquiryInput, GuestInquiryReceipt } from '../../contract/guest-inquiries';
import { apiPaths } from '../../contract/paths';
import { request } from '../../lib/http';

export const leaveGuestInquiry = (body: GuestInquiryInput) =>
  request(apiPaths.guestInquiries, { method: 'POST', body, response: GuestInquiryReceipt, auth: false });
