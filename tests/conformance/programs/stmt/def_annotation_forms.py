# probe: the annotation forms harness code writes on a def, each evaluated when the def runs: builtin generics, unions with |, typing's forms, strings, a module attribute, nested defs and methods
# inputs
n = 3
# body
import typing
from typing import Any, Callable, Dict, List, Optional, Tuple, Union
import collections.abc
import os
def f1(a: list[int], b: dict[str, int], c: tuple[int, ...], d: set[str]) -> list[dict[str, float]]:
    return [{"x": 1.0}]
def f2(a: int | None = None, b: "Forward" = None, *args: int, k: Optional[str] = None, **kw: Any) -> Union[int, str]:
    return n
def f3(cb: Callable[[int, str], bool], xs: List[Tuple[int, int]], m: Dict[str, List[int]]) -> typing.Iterator[int]:
    yield 1
def f4(p: os.PathLike, it: collections.abc.Iterable[int], t: type[int]) -> None:
    return None
class Runner:
    def run(self, cfg: dict, spec: "Runner") -> "list[dict]":
        return [cfg]
    def nested(self) -> int:
        def inner(x: int = n) -> int:
            return x
        return inner()
r_f1 = f1([], {}, (), set())
r_f2 = f2()
r_f3 = list(f3(None, [], {}))
r_f4 = f4(None, [], int)
r_run = Runner().run({"a": 1}, None)
r_nested = Runner().nested()
