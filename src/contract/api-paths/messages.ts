/** API paths: Messages with the operators, and guests' inquiries. */
export const messageRooms = '/users/message/room';
export const roomOperator = '/users/operator/:roomId';
export const messageHistory = '/users/message/:roomId';
export const messageSlice = '/users/message/:roomId/:messageId';
export const messageRead = '/users/message/:roomId/read';
export const sendMessage = '/users/message';
export const guestInquiries = '/guest/inquiries';
/** A one-time code to the contact a visitor wants the answer at, confirming it is theirs. */
export const guestContactCodes = '/guest/inquiries/codes';
