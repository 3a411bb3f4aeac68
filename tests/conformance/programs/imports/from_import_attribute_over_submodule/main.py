# probe: `from pkg import tool` where pkg binds `tool` and has a submodule tool.py: the attribute wins (submodule not imported); `import pkg.tool` then replaces the attribute
# inputs
k = 2
# body
from pkg import tool
r_first = tool * k
import sys
r_loaded = "pkg.tool" in sys.modules
import pkg.tool
r_after = pkg.tool.KIND
from pkg import tool as again
r_again = again.KIND
