# probe: a module whose top level raised is forgotten, and the next import runs it again; a module held while it failed keeps what it bound; in a circular import a name the other module binds later is not there yet
# inputs
k = 0
# body
from logm import LOG
try:
    import fragile
    r_first = "ok"
except RuntimeError as e:
    r_first = str(e)
r_log_first = list(LOG)
import fragile
r_second = (fragile.FIRST, fragile.SECOND)
r_log = list(LOG)
import ring_a
r_saw = ring_a.ring_b.SAW
r_ring_log = list(LOG)
