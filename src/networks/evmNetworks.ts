/**
 * The twelve swap networks of spec §9 and the testnet of each, built from viem's chain definitions, named as
 * viem and AppKit name them. Each is imported from viem/chains by name and built in a pure call, so a bundle
 * keeps only the networks it imports.
 */
import {
  mainnet as viemMainnet,
  sepolia as viemSepolia,
  arbitrum as viemArbitrum,
  arbitrumSepolia as viemArbitrumSepolia,
  optimism as viemOptimism,
  optimismSepolia as viemOptimismSepolia,
  zksync as viemZksync,
  zksyncSepoliaTestnet as viemZksyncSepoliaTestnet,
  base as viemBase,
  baseSepolia as viemBaseSepolia,
  bsc as viemBsc,
  bscTestnet as viemBscTestnet,
  polygon as viemPolygon,
  polygonAmoy as viemPolygonAmoy,
  gnosis as viemGnosis,
  gnosisChiado as viemGnosisChiado,
  avalanche as viemAvalanche,
  avalancheFuji as viemAvalancheFuji,
  fantom as viemFantom,
  fantomTestnet as viemFantomTestnet,
  kaia as viemKaia,
  kairos as viemKairos,
  aurora as viemAurora,
  auroraTestnet as viemAuroraTestnet,
} from 'viem/chains'
import { toCaipNetwork } from './toCaipNetwork'

export const mainnet = /* @__PURE__ */ toCaipNetwork(viemMainnet)
export const sepolia = /* @__PURE__ */ toCaipNetwork(viemSepolia)

export const arbitrum = /* @__PURE__ */ toCaipNetwork(viemArbitrum)
export const arbitrumSepolia = /* @__PURE__ */ toCaipNetwork(viemArbitrumSepolia)

export const optimism = /* @__PURE__ */ toCaipNetwork(viemOptimism)
export const optimismSepolia = /* @__PURE__ */ toCaipNetwork(viemOptimismSepolia)

export const zksync = /* @__PURE__ */ toCaipNetwork(viemZksync)
export const zksyncSepoliaTestnet = /* @__PURE__ */ toCaipNetwork(viemZksyncSepoliaTestnet)

export const base = /* @__PURE__ */ toCaipNetwork(viemBase)
export const baseSepolia = /* @__PURE__ */ toCaipNetwork(viemBaseSepolia)

export const bsc = /* @__PURE__ */ toCaipNetwork(viemBsc)
export const bscTestnet = /* @__PURE__ */ toCaipNetwork(viemBscTestnet)

export const polygon = /* @__PURE__ */ toCaipNetwork(viemPolygon)
export const polygonAmoy = /* @__PURE__ */ toCaipNetwork(viemPolygonAmoy)

export const gnosis = /* @__PURE__ */ toCaipNetwork(viemGnosis)
export const gnosisChiado = /* @__PURE__ */ toCaipNetwork(viemGnosisChiado)

export const avalanche = /* @__PURE__ */ toCaipNetwork(viemAvalanche)
export const avalancheFuji = /* @__PURE__ */ toCaipNetwork(viemAvalancheFuji)

export const fantom = /* @__PURE__ */ toCaipNetwork(viemFantom)
export const fantomTestnet = /* @__PURE__ */ toCaipNetwork(viemFantomTestnet)

export const kaia = /* @__PURE__ */ toCaipNetwork(viemKaia)
export const kairos = /* @__PURE__ */ toCaipNetwork(viemKairos)

export const aurora = /* @__PURE__ */ toCaipNetwork(viemAurora)
export const auroraTestnet = /* @__PURE__ */ toCaipNetwork(viemAuroraTestnet)
