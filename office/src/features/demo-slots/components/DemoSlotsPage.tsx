import { Button, useClock } from '@academy/shared';
import { WEEKDAYS } from '@academy/contracts/office-rules';
import { courseName, slotsCopy as copy } from '../../../content/demos';
import { listSlots, listTeachers } from '../../../lib/demosApi';
import { istDay } from '@academy/contracts/time';
import { addDays } from '../../../lib/istDays';
import { dayText } from '@academy/contracts/time';
import { DataView, Hint, Panel, PageHeading } from '../../../lib/ui';
import { useLoad } from '../../../lib/useLoad';
import { deleteException, deleteRule, listExceptions, listRules } from '../api/demoSlots';
import { PublishForms } from './PublishForms';
import { SlotsTable } from './SlotsTable';

/** Publishing the demo slots: one slot, a weekly rule, a day off; the coming slots, the rules and the days off. */
export default function DemoSlotsPage() {
  const today = istDay(useClock().now());
  const slots = useLoad(() => listSlots(today, addDays(today, 28)), `slots-${today}`);
  const rules = useLoad(listRules, 'rules');
  const exceptions = useLoad(listExceptions, 'exceptions');
  const teachers = useLoad(listTeachers, 'teachers');
  const nameOf = (id: string | null) =>
    id === null
      ? copy.allTeachers
      : ((teachers.state.kind === 'loaded' ? teachers.state.data : []).find((one) => one.id === id)?.name ?? id);
  const reloadAll = () => {
    slots.reload();
    rules.reload();
    exceptions.reload();
  };
  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <Hint>{copy.intro}</Hint>
      <DataView state={teachers.state} reload={teachers.reload} empty="" isEmpty={() => false}>
        {(list) => <PublishForms teachers={list} today={today} published={reloadAll} />}
      </DataView>
      <Panel aria-labelledby="slots-upcoming">
        <h2 id="slots-upcoming">{copy.upcoming}</h2>
        <DataView state={slots.state} reload={slots.reload} empty={copy.noSlots} isEmpty={(list) => list.length === 0}>
          {(list) => <SlotsTable slots={list} changed={slots.reload} />}
        </DataView>
      </Panel>
      <Panel aria-labelledby="slots-rules">
        <h2 id="slots-rules">{copy.rules}</h2>
        <DataView state={rules.state} reload={rules.reload} empty={copy.noRules} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ul>
              {list.map((rule) => (
                <li key={rule.id}>
                  {copy.ruleText(
                    WEEKDAYS[rule.weekday - 1] ?? '',
                    rule.timeIst,
                    rule.minutes,
                    courseName(rule.course),
                    nameOf(rule.teacherId),
                    dayText(rule.from),
                    dayText(rule.until),
                  )}{' '}
                  <Button variant="ghost" onClick={() => void deleteRule(rule.id).then(reloadAll, reloadAll)}>
                    {copy.delete}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </DataView>
      </Panel>
      <Panel aria-labelledby="slots-dayoff">
        <h2 id="slots-dayoff">{copy.exceptions}</h2>
        <DataView state={exceptions.state} reload={exceptions.reload} empty={copy.noExceptions} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ul>
              {list.map((exception) => (
                <li key={exception.id}>
                  {copy.exceptionText(dayText(exception.day), nameOf(exception.teacherId), exception.reason)}{' '}
                  <Button variant="ghost" onClick={() => void deleteException(exception.id).then(reloadAll, reloadAll)}>
                    {copy.delete}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </DataView>
      </Panel>
    </>
  );
}
