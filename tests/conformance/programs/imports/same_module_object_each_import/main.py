# probe: a module imported by `import`, `import as`, `from`, importlib and __import__ is one object, run once
# inputs
name = "once"
# body
import once
import once as again
from once import COUNT
import importlib
m = importlib.import_module(name)
d = __import__(name)
import sys
r_same = [again is once, m is once, d is once, sys.modules[name] is once]
r_count = once.COUNT[0]
r_shared = COUNT is once.COUNT
