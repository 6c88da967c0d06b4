import '#domain/messages/load/reports';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { CashFlow } from '#domain/contracts/reports';
import { formatMoney } from '#domain/format';
import { t } from '#web/lib/i18n';

// Only the parts a bar chart needs, so the rest of chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/**
 * Collected against paid out, one pair of bars per month (chart.js, loaded only by the reports screen). The
 * figures are in the table beside it too, so the canvas carries a label and nothing only it says.
 */
export default function CashFlowChart({ rows }: { rows: CashFlow['rows'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: rows.map((r) => r.month),
        datasets: [
          {
            label: t('reports:chart.collected'),
            data: rows.map((r) => Number(r.collected)),
            backgroundColor: '#16a34a',
          },
          {
            label: t('reports:chart.paidOut'),
            data: rows.map((r) => Number(r.paidOut)),
            backgroundColor: '#dc2626',
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { position: 'bottom' },
          tooltip: {
            callbacks: { label: (item) => `${item.dataset.label}: ${formatMoney(item.parsed.y ?? 0)}` },
          },
        },
        scales: { y: { beginAtZero: true, ticks: { callback: (value) => formatMoney(Number(value)) } } },
      },
    });
    return () => chart.destroy();
  }, [rows]);
  return (
    <div className="relative h-64 w-full min-w-0 sm:h-80" data-testid="cash-flow-chart">
      <canvas ref={canvas} role="img" aria-label={t('reports:chart.label')} />
    </div>
  );
}
