export function SkeletonRow() {
  return (
    <div className="gw-row gw-skeleton" data-testid="gw-skeleton" aria-hidden="true">
      <span className="gw-wallet-image" />
      <span className="gw-skeleton-line" />
    </div>
  )
}
