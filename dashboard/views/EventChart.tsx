import { observer } from 'mobx-react-lite'
import type { AnalyticsSummary } from '../api'
import { CHART, niceMax, SERIES_COLOURS, seriesPoints, xOf, yOf } from '../chartGeometry'

/** Counts per event per day as lines (SVG drawn here), with a legend and the same numbers as a table. */
export const EventChart = observer(function EventChart({ summary }: { summary: AnalyticsSummary }) {
  const top = niceMax(Math.max(0, ...summary.series.flatMap((entry) => entry.counts)))
  const ticks = [0, top / 2, top]
  const total = summary.series.reduce((sum, entry) => sum + entry.counts.reduce((a, b) => a + b, 0), 0)
  return (
    <figure className="chart" data-testid="analytics-chart">
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-labelledby="chart-title">
        <title id="chart-title">{`Events per day, last ${summary.days.length} days: ${total} in all`}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={CHART.left} x2={CHART.width - CHART.right} y1={yOf(tick, top)} y2={yOf(tick, top)} className="grid" />
            <text x={CHART.left - 6} y={yOf(tick, top) + 4} textAnchor="end" className="axis">
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {summary.days.map((day, i) =>
          i % 2 === summary.days.length % 2 ? null : (
            <text key={day} x={xOf(i, summary.days.length)} y={CHART.height - 8} textAnchor="middle" className="axis">
              {day.slice(5)}
            </text>
          ),
        )}
        {summary.series.map((entry, i) => (
          <polyline key={entry.event} points={seriesPoints(entry.counts, top)} fill="none" stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]} strokeWidth={2} data-event={entry.event} />
        ))}
      </svg>
      <figcaption>
        {summary.series.length === 0 ? (
          <span>No events in the last {summary.days.length} days.</span>
        ) : (
          <ul className="legend">
            {summary.series.map((entry, i) => (
              <li key={entry.event}>
                <span className="swatch" style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }} aria-hidden="true" />
                {entry.event} ({entry.counts.reduce((a, b) => a + b, 0)})
              </li>
            ))}
          </ul>
        )}
      </figcaption>
      {summary.series.length > 0 && (
        <details>
          <summary>The numbers</summary>
          <div className="table-scroll">
            <table>
              <caption className="visually-hidden">Events per day</caption>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  {summary.days.map((day) => (
                    <th scope="col" key={day}>
                      {day.slice(5)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {summary.series.map((entry) => (
                  <tr key={entry.event}>
                    <th scope="row">{entry.event}</th>
                    {entry.counts.map((count, i) => (
                      <td key={summary.days[i]}>{count}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </figure>
  )
})
