# probe: repr/str of typing aliases and unions at run time, Literal/Union flattening and dedupe, ForwardRef, Annotated
# inputs
k = 1
# body
from typing import Optional, Union, List, Dict, Tuple, Literal, Any, Callable, Annotated, get_args
r_reprs = [repr(a) for a in (Optional[int], Union[int, str], List[int], Dict[str, List[int]], Tuple[int, ...], Tuple[()], Any, Callable[[int], str], int | None, list[int], dict[str, int], tuple[int, ...], Literal["a", 1], Optional[List[str]], Union[int, None, str])]
r_str_pipe = str(int | str)
r_literal_args = (get_args(Literal[1, 1, 2]), get_args(Literal[1, True]), get_args(Literal[k, Literal[2, 3]]))
r_literal_eq = Literal[1, 2] == Literal[2, 1]
r_union_bool = get_args(Union[int, bool])
r_fwd = repr(Union[int, "str"])
r_annotated = (get_args(Annotated[int, "meta", k]), repr(Annotated[int, "x"]))
r_optional_none = Optional[None] is type(None)
r_union_any = get_args(Union[int, Any])
r_callable_args = get_args(Callable[[int, str], bool])
r_pipe_with_typing = repr(int | List[int])
try:
    Union[()]
except TypeError as err:
    r_empty_union = type(err).__name__
try:
    Optional[int, str]
except TypeError as err:
    r_optional_two = type(err).__name__
r_hashable = len({Optional[int], Union[int, None], Union[None, int]})
r_name = (getattr(List, "_name", None), Optional[int].__origin__ is Union)
