/** The signed-in person on the wire; the schema it comes from is the answer in user.dto.ts. */
import type { UserDto } from './user.dto';

export type { UserDto };
