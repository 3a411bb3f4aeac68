from .. import registry
from ..registry import register as reg

@reg("attn_decode", dtypes=("bf16", "fp8"))
def decode(b, s):
    return b * s

REGISTERED_HERE = [n for n in registry.ORDER if n.startswith("attn")]
