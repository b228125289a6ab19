/** Exact texts from the product spec (sections 5 and 8). Server and client show these verbatim. */
export const messages = {
  fillAllDetails: 'Please fill all the details',
  nameTooShort: 'Name should be at least of 5 characters',
  invalidEmail: 'Please enter a valid email',
  weakPassword: 'Password must be 6 - 16 characters long and have at least a number and a special character',
  unsupportedAvatar: 'Unsupported format! Only JPG, JPEG, PNG, and WEBP are allowed.',
  contactAllMandatory: 'All fields are mandatory',
  contactInvalidEmail: 'Invalid Email',
  courseAllMandatory: 'All Fields are mandatory',
  lectureAllMandatory: 'All fields are mandatory',
  profileAllMandatory: 'All Fields are mandatory',
  profileNameTooShort: 'Name cannot be of less than 5 characters',
  confirmCancelSubscription: 'Are you sure you want to cancel your subscription?',
  confirmDeleteCourse: 'Are you sure you want to delete the course ? ',
  /** Not in the spec (it gives no lecture prompt); worded like the course one, without its stray spaces. */
  confirmDeleteLecture: 'Are you sure you want to delete the lecture?',
  /* Success messages the server sends and the client shows as its fallback when the server gives none (section 8). */
  contactSubmitted: 'Form Submitted Successfully',
  courseCreated: 'Course created successfully',
  courseDeleted: 'Course Deleted Successfully',
  lectureAdded: 'Lecture added successfully',
  lectureDeleted: 'Lecture deleted successfully',
  /** Not in the spec (the change-password screen is "not shown"); chosen for this platform. */
  passwordChanged: 'Password changed successfully',
  subscriptionActive: 'Subscription Active',
  /** Not in the spec; the server's refusal and the checkout page's text. */
  verifyEmailBeforeCheckout:
    'Please confirm your email address before subscribing: open the link we sent you, or ask for a new one.',
  cancellationSuccessful: 'Cancellation successful',
  /* Upload formats the course and lecture forms check, and the server checks again on the file's bytes. */
  unsupportedThumbnail: 'Unsupported format! Only JPG, JPEG and PNG are allowed.',
  unsupportedVideo: 'Unsupported format! Only MP4, WEBM and MOV videos are allowed.',
  /** Not in the spec; an upload of 0 bytes, refused by the forms and the server whatever its name or type. */
  emptyFile: 'The file is empty (0 bytes). Choose another file.',
} as const;
