from registry import register
import plug_zeta
@register("alpha")
def run():
    return "A"
