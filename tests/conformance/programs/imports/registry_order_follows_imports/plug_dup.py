from registry import register
@register("alpha")
def run():
    return "dup"
