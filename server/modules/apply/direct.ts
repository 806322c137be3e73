/**
 * The apply side of a direct write (req applies-review §3: "A direct create or modify writes an apply already in 终过
 * with top = 1"): the child module's `DirectApplyRecorder`, given to it by app.ts.
 */
import { AUDITOR_CENTRE } from '../../../domain/apply-states';
import { TOP_DIRECT } from '../../../domain/constants';
import type { DirectApplyRecorder } from '../child';
import { insertApply } from './repository';
import { historyEntry } from './information';

/** A recorder stamping history and rows with `now`. */
export function createDirectApplyRecorder(deps: { now: () => Date }): DirectApplyRecorder {
  return {
    async recordDirect(tx, { user, child, genre, payload, before }) {
      const at = deps.now();
      const entry = historyEntry(user, '终过', `${user.role}直接${genre === '儿童创建' ? '创建' : '修改'}`, '', at);
      await insertApply(tx, {
        applicant: user.id,
        auditor: AUDITOR_CENTRE,
        link_id: child.id,
        apply_genre: genre,
        apply_state: '终过',
        top: TOP_DIRECT,
        department_id: child.department_id,
        village_id: child.village_id,
        child_idnumber: child.child_idnumber,
        apply_information: { information: { child: payload }, history: [entry], ...(before ? { before } : {}) },
        created_at: at,
        updated_at: at,
      });
    },
  };
}
