// SPDX-License-Identifier: GPL-3.0
pragma solidity 0.8.28;

import "@account-abstraction/contracts/samples/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @title GangwayAccount: the reference SimpleAccount 0.7, unchanged, plus ERC-1271 signatures that cannot be replayed.
/// @notice The owner does not sign `hash` itself but the EIP-712 hash of `GangwayAccountMessage(bytes32 hash)` under the
/// domain ("Gangway Account", "1", chainid, this account's address), as Coinbase Smart Wallet does: one owner signature
/// validates for this account on this chain only, never for the owner's other accounts or for the owner's bare EOA.
contract GangwayAccount is SimpleAccount, IERC1271, EIP712 {
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("GangwayAccountMessage(bytes32 hash)");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) EIP712("Gangway Account", "1") {}

    /// @notice The hash the owner signs for `hash`: bound to this account (the proxy's address) and this chain.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}
