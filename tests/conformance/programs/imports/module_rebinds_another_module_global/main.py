# probe: a module rebinding another module's global at import: a `from` copy taken before keeps the old value, the module's own functions see the new one, a list is shared
# inputs
k = "x"
# body
from settings import DEBUG, LEVELS, describe
r_before = describe()
import patcher
r_copy = DEBUG
import settings
r_now = settings.DEBUG
r_levels_alias = LEVELS
r_after = describe()
r_new = settings.NEW + k
from settings import DEBUG
r_fresh = DEBUG
