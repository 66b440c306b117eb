import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../../../lib/useLoad';
import { Pager, pageCount } from '../../../lib/Pager';
import { DataView, PageHeading, Table, TableScroll } from '../../../lib/ui';
import { auditCopy as copy } from '../../../content/content';
import { istDateTime } from '@academy/contracts/time';
import { AUDIT_PAGE_SIZE, listAudit } from '../api/audit';

/** The audit log, newest first, a page at a time (the page in the URL). */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const { state, reload } = useLoad(() => listAudit(page), `audit-${page}`);
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p>{copy.intro}</p>
      <DataView state={state} reload={reload} empty={copy.empty} isEmpty={(data) => data.rows.length === 0}>
        {({ rows, total }) => {
          const pages = pageCount(total, AUDIT_PAGE_SIZE);
          return (
            <>
              <TableScroll tabIndex={0} role="region" aria-label={copy.heading}>
                <Table>
                  <thead>
                    <tr>
                      <th scope="col">{copy.at}</th>
                      <th scope="col">{copy.actor}</th>
                      <th scope="col">{copy.action}</th>
                      <th scope="col">{copy.record}</th>
                      <th scope="col">{copy.detail}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, index) => (
                      <tr key={`${row.at}-${index}`}>
                        <td>
                          <time dateTime={row.at}>{istDateTime(row.at, { seconds: true })}</time>
                        </td>
                        <td>{row.actor}</td>
                        <td>{row.action}</td>
                        <td>{row.record}</td>
                        <td>{row.detail}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
              <Pager page={page} pages={pages} onPage={go} />
            </>
          );
        }}
      </DataView>
    </>
  );
}
