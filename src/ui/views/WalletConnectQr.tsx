import { QrCode } from '../components/qr/QrCode'
import { WalletImage } from '../components/WalletImage'

/** The pairing uri as a QR code with the wallet's logo in its middle (error correction Q leaves room for it). */
export function WalletConnectQr({ uri, logo, name }: { readonly uri: string | undefined; readonly logo: string | undefined; readonly name: string }) {
  return (
    <div className="gw-wc-qr-frame">
      {uri ? (
        <>
          <QrCode value={uri} errorCorrection="Q" label={`QR code to connect ${name}`} testId="gw-wc-qr" className="gw-wc-qr" />
          {logo && (
            <span className="gw-wc-qr-logo">
              <WalletImage src={logo} eager size={44} />
            </span>
          )}
        </>
      ) : (
        <div className="gw-wc-qr-skeleton" data-testid="gw-wc-qr-loading" role="img" aria-label="Preparing the QR code" aria-busy="true" />
      )}
    </div>
  )
}
