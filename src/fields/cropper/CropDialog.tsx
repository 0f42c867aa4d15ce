import { useRef, useState, type KeyboardEvent } from 'react';
import AvatarEditor, { type AvatarEditorRef, type Position } from 'react-avatar-editor';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import { useTranslate } from 'ra-core';
import { CROP_OUTPUT_SIZE, frameFor, toSquareCanvas } from './geometry';

export interface CropDialogProps {
  file: File | string;
  onCancel: () => void;
  onCropped: (image: Blob) => void;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The image cropper (SPEC §5): free aspect ratio (the frame's shape is a slider), zoom,
 * rotation, output 400 × 400. This module is its own chunk: react-avatar-editor is loaded
 * the first time an image is picked. Keyboard: the editor takes focus; arrows move the
 * image, + and − zoom; the sliders and buttons are ordinary controls.
 */
export default function CropDialog({ file, onCancel, onCropped }: CropDialogProps) {
  const translate = useTranslate();
  const editor = useRef<AvatarEditorRef>(null);
  const [scale, setScale] = useState(1.2);
  const [aspect, setAspect] = useState(1);
  const [rotate, setRotate] = useState(0);
  const [position, setPosition] = useState<Position>({ x: 0.5, y: 0.5 });
  const [failed, setFailed] = useState(false);
  const frame = frameFor(aspect);

  const onKey = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 0.1 : 0.02;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    if (moves[event.key]) {
      // Arrows move the picture the way the arrow points (the crop centre goes the other way).
      const [dx, dy] = moves[event.key];
      setPosition((p) => ({ x: clamp(p.x + dx, 0, 1), y: clamp(p.y + dy, 0, 1) }));
    } else if (event.key === '+' || event.key === '=') setScale((s) => clamp(s + 0.1, 1, 4));
    else if (event.key === '-' || event.key === '−') setScale((s) => clamp(s - 0.1, 1, 4));
    else return;
    event.preventDefault();
  };

  const apply = () => {
    const cropped = editor.current?.getImage();
    if (!cropped) return;
    toSquareCanvas(cropped).toBlob((blob) => (blob ? onCropped(blob) : setFailed(true)), 'image/jpeg', 0.92);
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby="crop-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="crop-dialog-title">{translate('widgets.cropper.title')}</DialogTitle>
      <DialogContent>
        {failed && <Alert severity="error">{translate('widgets.cropper.load_failed')}</Alert>}
        <Box
          tabIndex={0}
          role="group"
          aria-label={translate('widgets.cropper.editor')}
          onKeyDown={onKey}
          data-testid="crop-editor"
          sx={{
            display: 'flex',
            justifyContent: 'center',
            outline: 'none',
            borderRadius: 1,
            '&:focus-visible': { boxShadow: (t) => `0 0 0 3px ${t.palette.primary.main}` },
          }}
        >
          {/* The canvas draws in physical coordinates, so it stays left-to-right in both directions. */}
          <Box dir="ltr" sx={{ lineHeight: 0 }}>
            <AvatarEditor
              ref={editor}
              image={file}
              width={frame.width}
              height={frame.height}
              border={20}
              scale={scale}
              rotate={rotate}
              position={position}
              onPositionChange={setPosition}
              onLoadFailure={() => setFailed(true)}
              color={[0, 0, 0, 0.5]}
            />
          </Box>
        </Box>
        <Typography id="crop-zoom-label" variant="body2" sx={{ mt: 2 }}>
          {translate('widgets.cropper.zoom')}
        </Typography>
        <Slider aria-labelledby="crop-zoom-label" min={1} max={4} step={0.05} value={scale} onChange={(_, v) => setScale(v as number)} />
        <Typography id="crop-shape-label" variant="body2">
          {translate('widgets.cropper.shape')}
        </Typography>
        <Slider
          aria-labelledby="crop-shape-label"
          min={-1}
          max={1}
          step={0.05}
          value={Math.log(aspect) / Math.log(3)}
          onChange={(_, v) => setAspect(3 ** (v as number))}
          valueLabelDisplay="auto"
          valueLabelFormat={() => `${frame.width}:${frame.height}`}
          getAriaValueText={() => `${frame.width}:${frame.height}`}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton aria-label={translate('widgets.cropper.rotate_start')} onClick={() => setRotate((r) => (r + 270) % 360)}>
            <RotateLeftIcon />
          </IconButton>
          <IconButton aria-label={translate('widgets.cropper.rotate_end')} onClick={() => setRotate((r) => (r + 90) % 360)}>
            <RotateRightIcon />
          </IconButton>
          <Typography variant="caption" sx={{ marginInlineStart: 1 }}>
            {translate('widgets.cropper.output', { size: CROP_OUTPUT_SIZE })}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('widgets.cropper.cancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={failed}>
          {translate('widgets.cropper.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
