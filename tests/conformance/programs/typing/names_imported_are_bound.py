# probe: names imported from typing are bound (objects CPython lists among the globals)
# inputs
n = 3
# body
from typing import Any, Callable, Dict, List, Optional, Tuple, Union
import collections.abc
r = n
