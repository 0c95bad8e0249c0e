import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_DATA_MESSAGES, formatCents } from '../../../shared/admin-data';
import {
  RECENT_SUBSCRIPTIONS_PANEL_ROWS,
  REVENUE_CHART_DEFAULT,
  REVENUE_CHART_RANGES,
} from '../../../shared/constants';
import { ADMIN_MESSAGES } from '../../../shared/messages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/LoadingView';
import { adminDataApi } from './admin-data-api';
import { Figure } from './AdminFigure';
import { barHeights } from './chart-bars';
import './admin-data.css';

/** Spec §2 Financials tab: cards, plan breakdown, revenue chart, recent subscriptions, failure view. */
export default function FinancialsTab() {
  const [period, setPeriod] = useState<number>(REVENUE_CHART_DEFAULT);
  const overview = useQuery({
    queryKey: ['admin', 'financials', 'overview'],
    queryFn: adminDataApi.overview,
  });
  const chart = useQuery({
    queryKey: ['admin', 'financials', 'chart', period],
    queryFn: () => adminDataApi.revenueChart(period),
  });
  const recent = useQuery({
    queryKey: ['admin', 'financials', 'recent'],
    queryFn: () => adminDataApi.recentSubscriptions(RECENT_SUBSCRIPTIONS_PANEL_ROWS),
  });

  if (overview.isError || chart.isError || recent.isError) {
    const retry = () => {
      void overview.refetch();
      void chart.refetch();
      void recent.refetch();
    };
    return (
      <div className="admin-failure">
        <Alert tone="error">{ADMIN_MESSAGES.financialLoadFailed}</Alert>
        <Button onClick={retry}>{ADMIN_DATA_MESSAGES.retry}</Button>
      </div>
    );
  }
  if (!overview.data || !recent.data) return <LoadingView inline label="Loading financial data…" />;
  const o = overview.data.overview;

  return (
    <div className="admin-data">
      <div className="admin-cards">
        <Figure label="Today's revenue" value={formatCents(o.dailyRevenue)} />
        <Figure label="Month revenue" value={formatCents(o.monthlyRevenue)} />
        <Figure label="Monthly recurring revenue" value={formatCents(o.monthlyRecurringRevenue)} />
        <Figure label="Active subscriptions" value={String(o.totalActiveSubscriptions)} />
      </div>
      <section aria-labelledby="plan-breakdown-title" className="admin-section">
        <h3 id="plan-breakdown-title">Plan breakdown</h3>
        <div className="admin-cards">
          <Figure label="Starter" value={String(o.planBreakdown.starter)} />
          <Figure label="Premium" value={String(o.planBreakdown.premium)} />
          <Figure label="Family" value={String(o.planBreakdown.family)} />
        </div>
      </section>

      <section aria-labelledby="revenue-chart-title" className="admin-section">
        <div className="admin-section__head">
          <h3 id="revenue-chart-title">Revenue</h3>
          <div role="group" aria-label="Chart range" className="admin-range">
            {REVENUE_CHART_RANGES.map((days) => (
              <Button
                key={days}
                variant={days === period ? 'primary' : 'secondary'}
                aria-pressed={days === period}
                onClick={() => setPeriod(days)}
              >
                {days} days
              </Button>
            ))}
          </div>
        </div>
        {chart.data ? (
          <>
            <div className="admin-cards">
              <Figure label="Total revenue" value={formatCents(chart.data.totalRevenue)} />
              <Figure label="Total subscriptions" value={String(chart.data.totalSubscriptions)} />
            </div>
            <ol className="admin-chart" aria-label={`Revenue by day, last ${period} days`}>
              {barHeights(chart.data.chartData.map((d) => d.revenue)).map((height, i) => {
                const day = chart.data.chartData[i]!;
                return (
                  <li
                    key={day.date}
                    className="admin-chart__day"
                    title={`${day.formattedDate}: ${formatCents(day.revenue)}`}
                  >
                    <span className="admin-chart__bar" style={{ height: `${height}%` }} />
                    <span className="visually-hidden">
                      {day.formattedDate}: {formatCents(day.revenue)}
                    </span>
                  </li>
                );
              })}
            </ol>
          </>
        ) : (
          <LoadingView inline label="Loading chart…" />
        )}
      </section>

      <section aria-labelledby="recent-title" className="admin-section">
        <h3 id="recent-title">Recent subscriptions</h3>
        {recent.data.subscriptions.length === 0 ? (
          <p className="muted">{ADMIN_DATA_MESSAGES.noRevenueYet}</p>
        ) : (
          // A scrolling region: focusable, so a keyboard can scroll it sideways.
          <div className="admin-table-wrap" role="region" aria-labelledby="recent-title" tabIndex={0}>
            <table className="admin-table" aria-labelledby="recent-title">
              <thead>
                <tr>
                  <th scope="col">User</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Price</th>
                  <th scope="col">Date</th>
                  <th scope="col">Time</th>
                </tr>
              </thead>
              <tbody>
                {recent.data.subscriptions.map((s) => (
                  <tr key={s.id}>
                    <td>{s.userName}</td>
                    <td>{s.userEmail}</td>
                    <td>
                      <span className={`badge badge--plan-${s.planType}`}>{s.planName}</span>
                    </td>
                    <td>{formatCents(s.price)}</td>
                    <td>{s.formattedDate}</td>
                    <td>{s.formattedTime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
