import { useSearchParams } from 'react-router';
import { canManageTasks, TASK_VIEWS, VIEW_LABELS, type TaskView } from '@core/tasks';
import { PageHeader } from '@web/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useSession } from '@web/lib/use-session';
import { TaskList } from './components/task-list';

const isView = (value: string | null): value is TaskView => (TASK_VIEWS as readonly string[]).includes(value ?? '');

/** Tasks (/tasks): My tasks, Team, Overdue and Due this week, the view kept in `?view=` so it can be linked. */
export default function TasksPage() {
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const staff = canManageTasks(session?.profile.role);
  // Members who only see their own tasks have no Team view.
  const views = TASK_VIEWS.filter((v) => staff || v !== 'team');
  const requested = params.get('view');
  const view: TaskView = isView(requested) && views.includes(requested) ? requested : 'mine';

  return (
    <>
      <PageHeader title="Tasks" description="Tasks, loan conditions and follow-ups: yours and your team's." />
      <Tabs value={view} onValueChange={(next) => setParams({ view: next }, { replace: true })}>
        <TabsList aria-label="Task views">
          {views.map((v) => (
            <TabsTrigger key={v} value={v}>
              {VIEW_LABELS[v]}
            </TabsTrigger>
          ))}
        </TabsList>
        {views.map((v) => (
          <TabsContent key={v} value={v} className="mt-4">
            <TaskList view={v} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
