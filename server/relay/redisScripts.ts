/**
 * The Redis backend's Lua scripts: each runs atomically, so relay processes sharing one Redis never see half a
 * publish. Keys (under the prefix): `t:<topic>` a sorted set of message ids in publish order, `m:<id>` the
 * message (JSON), `d:<id>` the set of clients it reached, `expiry` a sorted set of topic..id by expiresAt,
 * `topics` the topics holding messages, `count` the messages held, `seq` the publish counter.
 */

/** ARGV: prefix, topic, id, message JSON, expiresAt (ms), publisher, max per topic, channel. Returns 1, or 0 for a duplicate. */
export const STORE = `
local p, topic, id = ARGV[1], ARGV[2], ARGV[3]
local tkey = p .. 't:' .. topic
if redis.call('ZSCORE', tkey, id) then return 0 end
redis.call('ZADD', tkey, redis.call('INCR', p .. 'seq'), id)
redis.call('SET', p .. 'm:' .. id, ARGV[4], 'PXAT', ARGV[5])
redis.call('SADD', p .. 'd:' .. id, ARGV[6])
redis.call('PEXPIREAT', p .. 'd:' .. id, ARGV[5])
redis.call('ZADD', p .. 'expiry', ARGV[5], topic .. id)
redis.call('SADD', p .. 'topics', topic)
redis.call('INCR', p .. 'count')
if redis.call('ZCARD', tkey) > tonumber(ARGV[7]) then
  local oldest = redis.call('ZPOPMIN', tkey)[1]
  redis.call('DEL', p .. 'm:' .. oldest, p .. 'd:' .. oldest)
  redis.call('ZREM', p .. 'expiry', topic .. oldest)
  redis.call('DECR', p .. 'count')
end
redis.call('PUBLISH', ARGV[8], ARGV[4])
return 1
`

/** ARGV: prefix, topic, client id. Returns the JSON of the topic's messages the client has not got, oldest first. */
export const UNDELIVERED = `
local p = ARGV[1]
local found = {}
for _, id in ipairs(redis.call('ZRANGE', p .. 't:' .. ARGV[2], 0, -1)) do
  local json = redis.call('GET', p .. 'm:' .. id)
  if json and redis.call('SISMEMBER', p .. 'd:' .. id, ARGV[3]) == 0 then found[#found + 1] = json end
end
return found
`

/** ARGV: prefix, now (ms), batch size. Drops messages whose expiresAt passed; returns how many. */
export const SWEEP = `
local p = ARGV[1]
local expired = redis.call('ZRANGEBYSCORE', p .. 'expiry', '-inf', ARGV[2], 'LIMIT', 0, tonumber(ARGV[3]))
for _, member in ipairs(expired) do
  local topic, id = string.sub(member, 1, 64), string.sub(member, 65)
  redis.call('ZREM', p .. 'expiry', member)
  redis.call('DEL', p .. 'm:' .. id, p .. 'd:' .. id)
  if redis.call('ZREM', p .. 't:' .. topic, id) == 1 then redis.call('DECR', p .. 'count') end
  if redis.call('ZCARD', p .. 't:' .. topic) == 0 then redis.call('SREM', p .. 'topics', topic) end
end
return #expired
`
