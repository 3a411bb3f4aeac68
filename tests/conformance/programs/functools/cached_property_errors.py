# probe: functools.cached_property as harness settings use it: a getter that raises (each read
# raises again: nothing is kept), on a frozen dataclass (kept past its __setattr__), an instance
# attribute set first (it wins), read from the class (the descriptor), a subclass's getter
# calling super()'s, and a value computed from a config field
# inputs
style = "gpt-j"
n = 3
# body
import dataclasses
import functools
class Settings:
    calls = 0
    def __init__(self, style):
        self.style = style
    @functools.cached_property
    def is_neox(self):
        Settings.calls += 1
        match self.style:
            case "neox":
                return True
            case "gptj":
                return False
            case _:
                raise ValueError(f"rope style must be 'neox' or 'gptj', got {self.style!r}")
s = Settings(style)
try:
    r_first = s.is_neox
except ValueError as e:
    r_first = "ValueError: " + str(e)
try:
    r_again = s.is_neox
except ValueError as e:
    r_again = "ValueError again"
r_calls = Settings.calls
ok = Settings("gptj")
r_ok = (ok.is_neox, ok.is_neox, Settings.calls)
preset = Settings("bogus")
preset.is_neox = True
r_preset = (preset.is_neox, Settings.calls)
r_class = type(Settings.is_neox).__name__
@dataclasses.dataclass(frozen=True)
class Shape:
    m: int
    k: int
    @functools.cached_property
    def numel(self):
        return self.m * self.k
sh = Shape(n, 16)
r_numel = (sh.numel, sh.numel)
try:
    sh.m = 5
except dataclasses.FrozenInstanceError:
    r_frozen = "frozen"
class Sub(Settings):
    @functools.cached_property
    def is_neox(self):
        return not super().is_neox
calls_before = Settings.calls
try:
    r_sub = Sub("neox").is_neox
except ValueError:
    r_sub = "ValueError"
r_sub_calls = Settings.calls - calls_before
sub = Sub("gptj")
sub.__dict__["is_neox"] = "kept"
r_sub_kept = sub.is_neox
r_kept_after_error = "is_neox" in vars(s)
r_kept = vars(ok)["is_neox"]
