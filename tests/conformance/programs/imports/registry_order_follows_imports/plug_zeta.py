from registry import register
@register("zeta")
def run():
    return "Z"
