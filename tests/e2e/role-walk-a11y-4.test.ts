/**
 * The accessibility role walk, shard 4 of 4 (issue 29, done-when: "The role walk at 1,366 px runs axe-core on every
 * page with no critical or serious violation"; docs/decisions-a11y.md): the roles a11y-walk.ts deals to this file open
 * their menu pages at 1,366 × 768 and axe-core (WCAG 2.0 / 2.1 A and AA) finds no critical or serious violation.
 */
import { describeWalkShard } from './a11y-walk-suite';

describeWalkShard(3, 4);
