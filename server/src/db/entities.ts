import { ContactMessage } from '../modules/contact/contact-message.entity';
import { User } from '../modules/user/user.entity';

/** Every entity the ORM knows; listed explicitly so the bundled server needs no folder discovery. */
export const entities = [User, ContactMessage];
