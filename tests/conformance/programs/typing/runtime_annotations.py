# probe: Optional/Union/generic aliases at run time: equality, args, origin, flattening, isinstance refusals, cast and TYPE_CHECKING
# inputs
v = 3
flag = False
# body
import typing
from typing import Optional, Union, List, Dict, Tuple, Any, cast, TYPE_CHECKING, get_args, get_origin
r_opt_args = get_args(Optional[int])
r_union_flat = get_args(Union[int, Union[str, float], int])
r_union_single = Union[int] is int
r_union_none_eq = Optional[Union[int, str]] == Union[int, str, None]
r_origin = (get_origin(List[int]) is list, get_origin(Dict[str, int]) is dict, get_origin(Union[int, str]) is Union, get_origin(int))
r_args_dict = get_args(Dict[str, List[int]])[0] is str
r_tuple_args = get_args(Tuple[int, ...])
r_pipe_eq = (int | None) == Optional[int]
r_pipe_args = get_args(int | str)
try:
    isinstance(v, List[int])
except TypeError as e:
    r_isinstance_generic = type(e).__name__
r_isinstance_union = isinstance(v, Union[int, str])
r_isinstance_pipe = isinstance(v, int | str)
r_cast = cast("List[int]", v)
r_cast_obj = cast(Optional[int], None)
if TYPE_CHECKING:
    r_checking = "static"
else:
    r_checking = "runtime"
r_tc_module = typing.TYPE_CHECKING
def f(x: "Optional[int]" = None, *args: int, **kw: Any) -> Union[int, None]:
    return x if x is not None else v
r_ann_keys = list(f.__annotations__)
r_ann_str = f.__annotations__["x"]
r_ann_ret = f.__annotations__["return"] == Optional[int]
r_call = (f(), f(2))
r_hints = typing.get_type_hints(f)["x"] == Optional[int]
x_ann: List[int] = [v]
r_module_ann = "x_ann" in __annotations__
y_ann: int
r_unbound = "y_ann" in globals()
r_any = Any is typing.Any
