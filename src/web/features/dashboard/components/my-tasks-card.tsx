import { Link } from 'react-router';
import { ListChecks } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { formatDay } from '@web/features/deals/format-display';
import { cn } from '@web/lib/utils';
import type { DashboardTask } from '../api/dashboard';
import { daysFromToday, relativeDay } from '../dates';
import { DashboardCard } from './dashboard-card';
import { EmptyState } from './empty-state';

function DueDate({ day }: { day: string | null }) {
  if (!day) return <span className="text-muted-foreground">No due date</span>;
  const overdue = daysFromToday(day) < 0;
  return (
    <span className={cn(overdue ? 'font-medium text-destructive' : 'text-muted-foreground')}>
      {overdue ? 'Overdue · ' : 'Due '}
      <time dateTime={day}>{formatDay(day)}</time> ({relativeDay(day)})
    </span>
  );
}

function TaskRow({ task }: { task: DashboardTask }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium">{task.title}</p>
        <p className="text-xs">
          <DueDate day={task.due_date} />
        </p>
      </div>
      <div className="flex items-center gap-2">
        {task.priority && <Badge variant="outline">{task.priority}</Badge>}
        {task.deal_id && (
          <Link to={`/deals/${encodeURIComponent(task.deal_id)}`} className="font-mono text-xs text-primary underline underline-offset-4">
            {task.deal_id}
          </Link>
        )}
      </div>
    </li>
  );
}

/** The signed-in user's open tasks, soonest due first. */
export function MyTasksCard({ tasks }: { tasks: DashboardTask[] }) {
  return (
    <DashboardCard id="my-tasks" title="My open tasks" link={{ to: '/tasks?view=mine', label: 'All tasks' }}>
      {tasks.length === 0 ? (
        <EmptyState icon={ListChecks} title="No open tasks">
          <p>Tasks assigned to you show here, soonest due first.</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col divide-y" aria-label="Open tasks">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
