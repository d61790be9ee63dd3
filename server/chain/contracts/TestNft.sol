// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

/// @title TestNft: a minimal ERC-721 for the reference cloud's local chains.
/// @notice Only the deployer can mint; tokenURI is an on-chain data: URI (JSON with an SVG image).
contract TestNft {
    string public name;
    string public symbol;
    address public immutable owner;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) private _tokenApprovals;
    mapping(address => mapping(address => bool)) private _operatorApprovals;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NotOwner();
    error NotAuthorized(address caller, uint256 tokenId);
    error ZeroAddress();
    error NonexistentToken(uint256 tokenId);
    error TokenExists(uint256 tokenId);
    error WrongFrom(address from, uint256 tokenId);
    error UnsafeRecipient(address to);

    bytes private constant BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f; // ERC-721 metadata
    }

    function balanceOf(address holder) external view returns (uint256) {
        if (holder == address(0)) revert ZeroAddress();
        return _balances[holder];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address holder = _owners[tokenId];
        if (holder == address(0)) revert NonexistentToken(tokenId);
        return holder;
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _tokenApprovals[tokenId];
    }

    function isApprovedForAll(address holder, address operator) public view returns (bool) {
        return _operatorApprovals[holder][operator];
    }

    function approve(address to, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !isApprovedForAll(holder, msg.sender)) revert NotAuthorized(msg.sender, tokenId);
        _tokenApprovals[tokenId] = to;
        emit Approval(holder, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        if (operator == address(0)) revert ZeroAddress();
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        if (holder != from) revert WrongFrom(from, tokenId);
        if (to == address(0)) revert ZeroAddress();
        if (msg.sender != holder && msg.sender != _tokenApprovals[tokenId] && !isApprovedForAll(holder, msg.sender)) {
            revert NotAuthorized(msg.sender, tokenId);
        }
        delete _tokenApprovals[tokenId];
        unchecked {
            _balances[from] -= 1;
            _balances[to] += 1;
        }
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        _checkReceiver(from, to, tokenId, data);
    }

    function mint(address to, uint256 tokenId) external {
        if (msg.sender != owner) revert NotOwner();
        if (to == address(0)) revert ZeroAddress();
        if (_owners[tokenId] != address(0)) revert TokenExists(tokenId);
        unchecked {
            _balances[to] += 1;
        }
        _owners[tokenId] = to;
        emit Transfer(address(0), to, tokenId);
    }

    /// @return data:application/json;base64 of {"name","description","image"}, the image an SVG data: URI.
    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        string memory id = _toString(tokenId);
        string memory svg = string.concat(
            "<svg xmlns='http://www.w3.org/2000/svg' width='320' height='320' viewBox='0 0 320 320'>",
            "<rect width='320' height='320' rx='24' fill='#1f6feb'/>",
            "<text x='160' y='150' font-family='sans-serif' font-size='28' fill='#fff' text-anchor='middle'>", symbol,
            "</text><text x='160' y='200' font-family='sans-serif' font-size='48' fill='#fff' text-anchor='middle'>#", id,
            "</text></svg>"
        );
        string memory json = string.concat(
            '{"name":"', name, " #", id, '","description":"A test pass on a Gangway local chain.","image":"data:image/svg+xml;base64,',
            _base64(bytes(svg)), '"}'
        );
        return string.concat("data:application/json;base64,", _base64(bytes(json)));
    }

    function _checkReceiver(address from, address to, uint256 tokenId, bytes memory data) private {
        if (to.code.length == 0) return;
        try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 answer) {
            if (answer != IERC721Receiver.onERC721Received.selector) revert UnsafeRecipient(to);
        } catch {
            revert UnsafeRecipient(to);
        }
    }

    function _toString(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(out);
    }

    function _base64(bytes memory data) private pure returns (string memory) {
        bytes memory out = new bytes(4 * ((data.length + 2) / 3));
        uint256 j;
        for (uint256 i = 0; i < data.length; i += 3) {
            uint256 b = i + 1 < data.length ? uint8(data[i + 1]) : 0;
            uint256 c = i + 2 < data.length ? uint8(data[i + 2]) : 0;
            uint256 triple = (uint256(uint8(data[i])) << 16) | (b << 8) | c;
            out[j++] = BASE64[(triple >> 18) & 63];
            out[j++] = BASE64[(triple >> 12) & 63];
            out[j++] = i + 1 < data.length ? BASE64[(triple >> 6) & 63] : bytes1("=");
            out[j++] = i + 2 < data.length ? BASE64[triple & 63] : bytes1("=");
        }
        return string(out);
    }
}
