/**
 * Bounds shared by the forms (issue 14 "Stored values are bounded"). The spec gives no length for names; these
 * are the project's choices (docs/decisions.md). A form maintainer changes a bound here or on the field; the
 * browser's inputs and the server's validation both follow.
 */

/**
 * The most characters of a person's name (child, parents, guardian, grandparents, family members, 督导员,
 * 班主任, 领取人): 30 leaves room for long names of minority nationalities written with 「·」.
 */
export const NAME_MAX_LENGTH = 30;

/**
 * A child of the programme has not reached 18 周岁 (未成年人, 《未成年人保护法》第二条): the child's ID number
 * must show a birth date less than 18 years before the day of the write, in every category (cs, ow, gta).
 */
export const CHILD_MAX_AGE = 18;
