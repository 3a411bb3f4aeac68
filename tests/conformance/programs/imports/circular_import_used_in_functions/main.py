# probe: a circular import whose names are only used inside functions works once both ran; a module-level read during the cycle sees the partial module
# inputs
n = 4
# body
import left
r_chain = left.ping(n)
import right
r_seen = right.SEEN
r_pong = right.pong(1)
