# probe: lookups that run hooks on a missing key: dict subclass __missing__, UserDict __missing__, defaultdict factory, ChainMap over a defaultdict, Flag _missing_ on an invalid value; the hook log
# inputs
key = "k"
code = 3
# body
from collections import ChainMap, defaultdict, UserDict
from enum import Enum, Flag
log = []
class Miss(dict):
    def __missing__(self, k):
        log.append("dict-missing")
        return 0
class UMiss(UserDict):
    def __missing__(self, k):
        log.append("userdict-missing")
        return 0
dd = defaultdict(lambda: log.append("dd-factory"))
cm = ChainMap({}, defaultdict(lambda: log.append("cm-factory")))
class F(Flag):
    A = 1
    B = 2
    @classmethod
    def _missing_(cls, value):
        log.append("flag-missing")
        return super()._missing_(value)
r1 = Miss()[key]
r2 = UMiss()[key]
r3 = dd[key]
r4 = cm[key]
r5 = F(code).value
r_log = list(log)
