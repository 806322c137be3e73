/**
 * 修改工单 (req tasks §4, §8; issue 28): the task's manager (or the centre) changes a task still in hand (办理 or 终退):
 * its title, grade, genre, category, time, points, place, accommodation, description and a 女童 task's girl-care
 * conditions (task-fields.tsx), filled with what it has. Sent through the updateTask contract with the version read
 * (409: someone changed it meanwhile: the failure says so and the screen reloads). 修改成功 / 修改失败.
 * An escort task's grade and genre are shown fixed: they follow the escort's department (issue 28).
 */
import { Form } from 'antd';
import dayjs from 'dayjs';
import { escortRoleOfTask } from '../../../domain/escort';
import { GIRL_CARE_FIELDS } from '../../../domain/contracts/task-shapes';
import { updateTask, type TaskItem } from '../../../domain/contracts/task';
import type { TaskCategory, TaskGenre, TaskGrade } from '../../../domain/tasks';
import { ContractDialog } from '../../components/contract-form/contract-dialog';
import { informationOf, RANGE_FIELDS, TaskFields, type TaskFieldValues } from './task-fields';

/** The form's values of `task` as it is. */
function valuesOf(task: TaskItem): TaskFieldValues {
  const info = task.information;
  const girl = Object.fromEntries(
    GIRL_CARE_FIELDS.flatMap((f) => [
      [f, info[f]],
      [`${f}_description`, info[`${f}_description`]],
    ]).filter(([, v]) => v !== undefined),
  );
  return {
    grade: task.grade as TaskGrade,
    genre: task.genre as TaskGenre,
    category: task.category as TaskCategory,
    range: [dayjs(task.date_begin), dayjs(task.date_limit)],
    information: {
      task_name: info.task_name,
      task_description: info.task_description,
      task_address: info.task_address,
      task_score: info.task_score,
      task_attributes: { accommodation: info.task_attributes?.accommodation ?? '' },
      ...girl,
    },
  };
}

export function EditTaskModal({ task, onClose, onDone }: { task: TaskItem; onClose: () => void; onDone?: () => void }) {
  const [form] = Form.useForm<TaskFieldValues>();
  return (
    <ContractDialog<typeof updateTask, TaskFieldValues>
      title="修改工单"
      okText="保存"
      width={640}
      form={form}
      contract={updateTask}
      success="修改成功"
      failure="修改失败"
      initialValues={valuesOf(task)}
      onClose={onClose}
      onDone={() => onDone?.()}
      onFailure={() => onDone?.()}
      fieldMap={(field) => (RANGE_FIELDS.has(field) ? 'range' : undefined)}
      toInput={(v) => ({
        body: {
          id: task.id,
          version: task.version,
          grade: v.grade,
          genre: v.genre,
          category: v.category,
          date_begin: v.range[0].toISOString(),
          date_limit: v.range[1].toISOString(),
          information: informationOf(v),
        },
      })}
    >
      {({ field }) => <TaskFields field={field} form={form} fixed={escortRoleOfTask(task) !== undefined} />}
    </ContractDialog>
  );
}
