# probe: library functions harness code calls on plain data refuse an unexpected keyword or an extra positional argument with TypeError: copy.copy, os.path.*, dataclasses.asdict/fields, operator getters, Counter.most_common, OrderedDict, namedtuple._asdict
# inputs
name = "dir/model.pt"
# body
import copy
import os.path
import dataclasses
import operator
from collections import Counter, OrderedDict, namedtuple
@dataclasses.dataclass
class Cfg:
    bs: int = 1
P = namedtuple("P", "x")
def outcome(f):
    try:
        return ("ok", f())
    except TypeError as e:
        return ("TypeError", str(e))
r_copy_two = outcome(lambda: copy.copy([name], []))
r_copy_kw = outcome(lambda: copy.copy([name], deep=True))
r_basename_kw = outcome(lambda: os.path.basename(name, sep="/"))
r_splitext_kw = outcome(lambda: os.path.splitext(name, ext=".pt"))
r_isabs_two = outcome(lambda: os.path.isabs(name, True))
r_asdict_two = outcome(lambda: dataclasses.asdict(Cfg(), dict))
r_fields_kw = outcome(lambda: dataclasses.fields(Cfg, init=True))
r_itemgetter_kw = outcome(lambda: operator.itemgetter(0)([name], default=None))
r_itemgetter_none = outcome(lambda: operator.itemgetter(0)())
r_most_common_two = outcome(lambda: Counter(name).most_common(1, 2))
r_ordereddict_two = outcome(lambda: OrderedDict({}, {}))
r_asdict_nt = outcome(lambda: P(1)._asdict(1))
