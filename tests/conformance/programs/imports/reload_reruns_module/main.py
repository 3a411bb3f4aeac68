# probe: importlib.reload runs the module again in the same namespace (a name from the first run is still there), returns the same module object; a `from` copy is stale
# inputs
k = 1
# body
import importlib
import state
from state import ITEMS
state.ITEMS.append(k)
again = importlib.reload(state)
r_same = again is state
r_runs = state.RUNS
r_items = state.ITEMS
r_stale = ITEMS
