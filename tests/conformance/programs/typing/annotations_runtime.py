# probe: typing constructs at run time: cast, TYPE_CHECKING, Optional, get_type_hints
# inputs
v = "5"
# body
from typing import TYPE_CHECKING, Optional, Union, cast, get_type_hints, List, Dict
if TYPE_CHECKING:
    import not_a_real_module_xyz
r_cast = cast(int, v)
r_checking = TYPE_CHECKING
def f(a: int, b: Optional[str] = None) -> List[int]:
    return [a]
r_hints = sorted(get_type_hints(f))
r_call = f(1)
r_union_eq = Union[int, str] == Union[str, int]
r_optional = Optional[int] == Union[int, None]
r_annotations = sorted(f.__annotations__)
