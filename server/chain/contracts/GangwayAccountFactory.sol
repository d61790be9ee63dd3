// SPDX-License-Identifier: GPL-3.0
pragma solidity 0.8.28;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";

import "./GangwayAccount.sol";

/// @title GangwayAccountFactory: SimpleAccountFactory 0.7's code for GangwayAccount.
/// @notice createAccount returns the account's address even when it is already deployed (so the EntryPoint's
/// getSenderAddress works before and after); getAddress is the counterfactual address createAccount deploys to.
contract GangwayAccountFactory {
    GangwayAccount public immutable accountImplementation;

    constructor(IEntryPoint _entryPoint) {
        accountImplementation = new GangwayAccount(_entryPoint);
    }

    function createAccount(address owner, uint256 salt) public returns (GangwayAccount ret) {
        address addr = getAddress(owner, salt);
        uint256 codeSize = addr.code.length;
        if (codeSize > 0) {
            return GangwayAccount(payable(addr));
        }
        ret = GangwayAccount(payable(new ERC1967Proxy{salt: bytes32(salt)}(
            address(accountImplementation),
            abi.encodeCall(SimpleAccount.initialize, (owner))
        )));
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(bytes32(salt), keccak256(abi.encodePacked(
            type(ERC1967Proxy).creationCode,
            abi.encode(
                address(accountImplementation),
                abi.encodeCall(SimpleAccount.initialize, (owner))
            )
        )));
    }
}
