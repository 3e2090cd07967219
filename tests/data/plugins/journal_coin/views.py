CHART_TRACK = "fortuna"


def sheet_json(sheet) -> dict:
    return {"fortuna": sheet.fortuna}


def sheet_text(sheet, lang) -> str:
    whose = sheet.player or ("del Master" if lang == "it" else "the Master's")
    return f"{sheet.name} ({whose}): Fortuna {sheet.fortuna}/3"


def roll_view(record, lang):
    if record["type"] != "CoinFlipped":
        return None
    from journal.projections.chronicle_model import FaceView, RollView

    heads = record["face"] == 2
    return RollView(
        faces=(FaceView(record["face"], 2, heads),),
        count=1,
        result=("testa" if heads else "croce"),
        outcome="success" if heads else "failure",
        breakdown="",
        details="",
        source=record["dice_source"],
    )
