import bwipjs from 'bwip-js/node'

/**
 * The pairing code as a QR code (SVG), drawn by the library the badges use.
 * It holds the desk's address with the code after `#`: a browser never
 * sends a fragment to the server, so the code stays out of access logs.
 */
export function pairingQr(deskUrl: string, code: string) {
  const text = `${deskUrl}#pair=${code}`
  return {
    text,
    svg: bwipjs.toSVG({ bcid: 'qrcode', text, scale: 4, paddingwidth: 4, paddingheight: 4 }),
  }
}
