# probe: `from m import *` where __all__ is a str: its characters are the names exported
# inputs
k = "-"
# body
from strall import *
r_p = p + k
r_q = q
r_pq_bound = "pq" in dir()
